/**
 * The demo catalogue the seed is generated from: accounts and pieces. Plain data, no logic.
 */

export type Level = 'unverified' | 'basic' | 'verified' | 'trusted' | 'vip';

export interface DemoUser {
  key: string;
  email: string;
  password: string;
  username: string;
  displayName: string;
  phone: string | null;
  level: Level;
  identityVerified: boolean;
}

export const DEMO_PASSWORD = 'Vitrina123!';

export const USERS: DemoUser[] = [
  { key: 'buyer', email: 'comprador@vitrina.mx', password: 'Comprador123!', username: 'comprador', displayName: 'Diego Hernández', phone: '+525511112222', level: 'basic', identityVerified: false },
  { key: 'seller', email: 'vendedor@vitrina.mx', password: 'Vendedor123!', username: 'vendedor', displayName: 'Sofía Ramírez', phone: '+525533334444', level: 'verified', identityVerified: true },
  { key: 'staff', email: 'staff@vitrina.mx', password: 'Staff123!', username: 'staff_vitrina', displayName: 'Equipo Vitrina', phone: '+525555556666', level: 'trusted', identityVerified: true },
  { key: 'rookie', email: 'memo@vitrina.mx', password: DEMO_PASSWORD, username: 'memo_coleccionista', displayName: 'Memo Coleccionista', phone: '+528111223344', level: 'unverified', identityVerified: false },
  { key: 'basic', email: 'tarjetasdelnorte@vitrina.mx', password: DEMO_PASSWORD, username: 'tarjetas_del_norte', displayName: 'Tarjetas del Norte', phone: '+528122334455', level: 'basic', identityVerified: false },
  { key: 'jerseys', email: 'casadeljersey@vitrina.mx', password: DEMO_PASSWORD, username: 'casa_del_jersey', displayName: 'La Casa del Jersey', phone: '+523312345678', level: 'verified', identityVerified: true },
  { key: 'vip', email: 'leyendas@vitrina.mx', password: DEMO_PASSWORD, username: 'leyendas_vip', displayName: 'Leyendas VIP', phone: '+525598765432', level: 'vip', identityVerified: true },
];

export type Category = 'cards' | 'jerseys' | 'memorabilia' | 'equipment';
export type Condition = 'new' | 'excellent' | 'good' | 'fair' | 'poor';
export type Rarity = 'common' | 'uncommon' | 'rare' | 'ultra_rare' | 'legendary';
export type Psa = 'psa_6' | 'psa_7' | 'psa_8' | 'psa_9' | 'psa_10';
export type SignedBy = 'player' | 'team' | 'coach' | 'legend';

export interface Piece {
  title: string;
  category: Category;
  subcategory: string;
  price: number;
  condition: Condition;
  rarity: Rarity;
  seller: string;
  /** name and number painted on the art */
  figure: string;
  number: string;
  colors: [string, string];
  psa?: Psa;
  signedBy?: SignedBy;
  featured?: boolean;
  certifier?: string;
  /** sold: bought and delivered in PAST_SALES (stock 0); auction: listed and published as in AUCTIONS */
  status?: 'published' | 'pending' | 'rejected' | 'sold' | 'auction';
}

export const PIECES: Piece[] = [
  // cards
  { title: 'Tarjeta Novato LeBron James 2003 Topps Chrome PSA 9', category: 'cards', subcategory: 'basketball', price: 185000, condition: 'excellent', rarity: 'legendary', seller: 'vip', figure: 'LEBRON JAMES', number: '23', colors: ['#552583', '#FDB927'], psa: 'psa_9', featured: true, certifier: 'PSA' },
  { title: 'Tarjeta Stephen Curry 2009 Panini Prizm', category: 'cards', subcategory: 'basketball', price: 4200, condition: 'good', rarity: 'rare', seller: 'basic', figure: 'STEPHEN CURRY', number: '30', colors: ['#1D428A', '#FFC72C'], psa: 'psa_8' },
  { title: 'Tarjeta Fernando Valenzuela 1981 Topps', category: 'cards', subcategory: 'baseball', price: 3500, condition: 'good', rarity: 'rare', seller: 'rookie', figure: 'F. VALENZUELA', number: '34', colors: ['#005A9C', '#EF3E42'], psa: 'psa_7' },
  { title: 'Tarjeta Shohei Ohtani 2018 Bowman Chrome PSA 10', category: 'cards', subcategory: 'baseball', price: 42000, condition: 'new', rarity: 'ultra_rare', seller: 'seller', figure: 'SHOHEI OHTANI', number: '17', colors: ['#BA0021', '#003263'], psa: 'psa_10', certifier: 'PSA' },
  { title: 'Tarjeta Tom Brady 2000 Playoff Contenders', category: 'cards', subcategory: 'football', price: 95000, condition: 'excellent', rarity: 'legendary', seller: 'vip', figure: 'TOM BRADY', number: '12', colors: ['#002244', '#C60C30'], psa: 'psa_8', certifier: 'Beckett' },
  { title: 'Tarjeta Patrick Mahomes 2017 Donruss Optic', category: 'cards', subcategory: 'football', price: 2800, condition: 'excellent', rarity: 'uncommon', seller: 'basic', figure: 'P. MAHOMES', number: '15', colors: ['#E31837', '#FFB81C'], psa: 'psa_9' },
  { title: 'Tarjeta Lionel Messi 2004 Panini Megacracks', category: 'cards', subcategory: 'soccer', price: 68000, condition: 'excellent', rarity: 'legendary', seller: 'seller', figure: 'LIONEL MESSI', number: '30', colors: ['#A50044', '#004D98'], psa: 'psa_9', featured: true, certifier: 'PSA' },
  { title: 'Tarjeta Hirving Lozano Panini Mundial 2018', category: 'cards', subcategory: 'soccer', price: 450, condition: 'new', rarity: 'common', seller: 'rookie', figure: 'CHUCKY LOZANO', number: '22', colors: ['#006847', '#CE1126'] },
  { title: 'Tarjeta Novato Luka Dončić 2018 Prizm PSA 10', category: 'cards', subcategory: 'rookie', price: 36000, condition: 'new', rarity: 'ultra_rare', seller: 'seller', figure: 'LUKA DONCIC', number: '77', colors: ['#00538C', '#B8C4CA'], psa: 'psa_10', certifier: 'PSA' },
  { title: 'Tarjeta Novato Victor Wembanyama 2023 Hoops', category: 'cards', subcategory: 'rookie', price: 1800, condition: 'new', rarity: 'rare', seller: 'basic', figure: 'WEMBANYAMA', number: '1', colors: ['#C4CED4', '#000000'], psa: 'psa_10' },
  { title: 'Tarjeta Edición Limitada Kobe Bryant 1/99 Flawless', category: 'cards', subcategory: 'limited', price: 125000, condition: 'excellent', rarity: 'legendary', seller: 'vip', figure: 'KOBE BRYANT', number: '24', colors: ['#552583', '#FDB927'], psa: 'psa_9', featured: true, certifier: 'Beckett' },
  { title: 'Tarjeta Numerada Julio Urías /250 Topps', category: 'cards', subcategory: 'limited', price: 1200, condition: 'excellent', rarity: 'uncommon', seller: 'rookie', figure: 'JULIO URIAS', number: '7', colors: ['#005A9C', '#FFFFFF'], psa: 'psa_8' },
  { title: 'Tarjeta Autografiada Javier "Chicharito" Hernández', category: 'cards', subcategory: 'signed', price: 3900, condition: 'excellent', rarity: 'rare', seller: 'rookie', figure: 'CHICHARITO', number: '14', colors: ['#DA291C', '#000000'], signedBy: 'player' },
  { title: 'Tarjeta Autografiada Derek Jeter Upper Deck', category: 'cards', subcategory: 'signed', price: 27500, condition: 'good', rarity: 'ultra_rare', seller: 'seller', figure: 'DEREK JETER', number: '2', colors: ['#003087', '#E4002C'], psa: 'psa_8', signedBy: 'player', certifier: 'JSA' },
  { title: 'Tarjeta Vintage Pelé 1970 Panini México', category: 'cards', subcategory: 'vintage', price: 89000, condition: 'fair', rarity: 'legendary', seller: 'vip', figure: 'PELE', number: '10', colors: ['#009C3B', '#FFDF00'], psa: 'psa_6', certifier: 'PSA' },
  { title: 'Tarjeta Vintage Mickey Mantle 1966 Topps', category: 'cards', subcategory: 'vintage', price: 54000, condition: 'poor', rarity: 'ultra_rare', seller: 'seller', figure: 'MICKEY MANTLE', number: '7', colors: ['#0C2340', '#C4CED3'], psa: 'psa_6' },
  // jerseys
  { title: 'Jersey Autografiado Lionel Messi Inter Miami', category: 'jerseys', subcategory: 'signed', price: 78000, condition: 'new', rarity: 'legendary', seller: 'vip', figure: 'MESSI', number: '10', colors: ['#F7B5CD', '#231F20'], signedBy: 'player', featured: true, certifier: 'Beckett' },
  { title: 'Jersey Firmado por el Plantel Chivas 2006', category: 'jerseys', subcategory: 'signed', price: 12500, condition: 'excellent', rarity: 'rare', seller: 'jerseys', figure: 'CHIVAS', number: '06', colors: ['#CD1F2D', '#FFFFFF'], signedBy: 'team' },
  { title: 'Jersey Lakers Kobe Bryant #24 Swingman', category: 'jerseys', subcategory: 'nba', price: 3200, condition: 'excellent', rarity: 'uncommon', seller: 'basic', figure: 'BRYANT', number: '24', colors: ['#FDB927', '#552583'] },
  { title: 'Jersey Warriors Stephen Curry #30 Edición City', category: 'jerseys', subcategory: 'nba', price: 2400, condition: 'new', rarity: 'common', seller: 'basic', figure: 'CURRY', number: '30', colors: ['#1D428A', '#FFC72C'] },
  { title: 'Jersey Dodgers Julio Urías #7', category: 'jerseys', subcategory: 'mlb', price: 1900, condition: 'good', rarity: 'common', seller: 'rookie', figure: 'URIAS', number: '7', colors: ['#FFFFFF', '#005A9C'] },
  { title: 'Jersey Yankees Derek Jeter #2 Retiro 2014', category: 'jerseys', subcategory: 'mlb', price: 8900, condition: 'excellent', rarity: 'rare', seller: 'jerseys', figure: 'JETER', number: '2', colors: ['#F5F5F5', '#0C2340'] },
  { title: 'Jersey Chiefs Patrick Mahomes #15', category: 'jerseys', subcategory: 'nfl', price: 2600, condition: 'new', rarity: 'common', seller: 'basic', figure: 'MAHOMES', number: '15', colors: ['#E31837', '#FFB81C'] },
  { title: 'Jersey Patriots Tom Brady #12 Super Bowl LI', category: 'jerseys', subcategory: 'nfl', price: 15500, condition: 'excellent', rarity: 'rare', seller: 'jerseys', figure: 'BRADY', number: '12', colors: ['#002244', '#C60C30'] },
  { title: 'Jersey Selección Mexicana Mundial 2022 Local', category: 'jerseys', subcategory: 'soccer', price: 1500, condition: 'new', rarity: 'common', seller: 'rookie', figure: 'MEXICO', number: '22', colors: ['#006847', '#CE1126'] },
  { title: 'Jersey Real Madrid Cristiano Ronaldo #7 2012', category: 'jerseys', subcategory: 'soccer', price: 4700, condition: 'good', rarity: 'uncommon', seller: 'basic', figure: 'RONALDO', number: '7', colors: ['#FFFFFF', '#FEBE10'] },
  { title: 'Jersey Usado en Partido Club América Final 2013', category: 'jerseys', subcategory: 'match-worn', price: 45000, condition: 'good', rarity: 'ultra_rare', seller: 'jerseys', figure: 'AMERICA', number: '9', colors: ['#FFE600', '#1B2A5C'], certifier: 'PSA/DNA' },
  { title: 'Jersey Usado en Partido Hugo Sánchez Real Madrid', category: 'jerseys', subcategory: 'match-worn', price: 210000, condition: 'fair', rarity: 'legendary', seller: 'vip', figure: 'H. SANCHEZ', number: '9', colors: ['#FFFFFF', '#3D195B'], featured: true, certifier: 'PSA/DNA' },
  { title: 'Jersey Retro Chicago Bulls Michael Jordan 1996', category: 'jerseys', subcategory: 'retro', price: 3800, condition: 'excellent', rarity: 'uncommon', seller: 'basic', figure: 'JORDAN', number: '23', colors: ['#CE1141', '#000000'] },
  { title: 'Jersey Retro México 1986 Hugo Sánchez', category: 'jerseys', subcategory: 'retro', price: 2200, condition: 'good', rarity: 'uncommon', seller: 'rookie', figure: 'HUGOL', number: '9', colors: ['#006847', '#FFFFFF'] },
  { title: 'Jersey Conmemorativo 50 Aniversario Estadio Azteca', category: 'jerseys', subcategory: 'commemorative', price: 2900, condition: 'new', rarity: 'rare', seller: 'basic', figure: 'AZTECA 50', number: '66', colors: ['#0B3D2E', '#C9A227'] },
  { title: 'Jersey Conmemorativo Campeonato Tigres 2023', category: 'jerseys', subcategory: 'commemorative', price: 1700, condition: 'new', rarity: 'uncommon', seller: 'rookie', figure: 'TIGRES', number: '23', colors: ['#FDB913', '#00285E'] },
  // memorabilia
  { title: 'Fotografía Firmada Julio César Chávez', category: 'memorabilia', subcategory: 'photos', price: 6500, condition: 'excellent', rarity: 'rare', seller: 'seller', figure: 'J.C. CHAVEZ', number: '107', colors: ['#1A1A1A', '#C8102E'], signedBy: 'legend', certifier: 'JSA' },
  { title: 'Fotografía Enmarcada Michael Jordan The Last Shot', category: 'memorabilia', subcategory: 'photos', price: 1300, condition: 'good', rarity: 'common', seller: 'rookie', figure: 'THE LAST SHOT', number: '98', colors: ['#CE1141', '#1A1A1A'] },
  { title: 'Balón Oficial Mundial 2022 Firmado', category: 'memorabilia', subcategory: 'balls', price: 32000, condition: 'excellent', rarity: 'ultra_rare', seller: 'seller', figure: 'AL RIHLA', number: '22', colors: ['#7A1F3D', '#E8E3D3'], signedBy: 'team', featured: true, certifier: 'Beckett' },
  { title: 'Pelota de Béisbol Firmada Fernando Valenzuela', category: 'memorabilia', subcategory: 'balls', price: 14500, condition: 'good', rarity: 'rare', seller: 'vip', figure: 'EL TORO', number: '34', colors: ['#005A9C', '#F2F2F2'], signedBy: 'legend' },
  { title: 'Guantes de Box Firmados Canelo Álvarez', category: 'memorabilia', subcategory: 'gear', price: 38000, condition: 'new', rarity: 'ultra_rare', seller: 'seller', figure: 'CANELO', number: '61', colors: ['#B22222', '#2B2B2B'], signedBy: 'player', certifier: 'JSA' },
  { title: 'Casco Firmado Joe Montana', category: 'memorabilia', subcategory: 'gear', price: 26000, condition: 'excellent', rarity: 'rare', seller: 'vip', figure: 'MONTANA', number: '16', colors: ['#AA0000', '#B3995D'], signedBy: 'legend' },
  { title: 'Póster Original Mundial México 1970', category: 'memorabilia', subcategory: 'posters', price: 4800, condition: 'fair', rarity: 'rare', seller: 'basic', figure: 'MEXICO 70', number: '70', colors: ['#F2A900', '#1C3F94'] },
  { title: 'Póster Firmado Kobe Bryant Lakers 2010', category: 'memorabilia', subcategory: 'posters', price: 9800, condition: 'good', rarity: 'rare', seller: 'jerseys', figure: 'KOBE', number: '24', colors: ['#552583', '#FDB927'], signedBy: 'player' },
  { title: 'Boleto Super Bowl LVII Chiefs vs Eagles', category: 'memorabilia', subcategory: 'super-bowl', price: 2500, condition: 'excellent', rarity: 'uncommon', seller: 'basic', figure: 'SUPER BOWL LVII', number: '57', colors: ['#E31837', '#004C54'] },
  { title: 'Balón Conmemorativo Super Bowl LIII Firmado', category: 'memorabilia', subcategory: 'super-bowl', price: 48000, condition: 'excellent', rarity: 'ultra_rare', seller: 'vip', figure: 'SUPER BOWL LIII', number: '53', colors: ['#6B3E26', '#C60C30'], signedBy: 'player' },
  { title: 'Anillo Réplica Campeonato NBA Finals 2016 Cavaliers', category: 'memorabilia', subcategory: 'nba-finals', price: 3600, condition: 'new', rarity: 'uncommon', seller: 'basic', figure: 'CAVALIERS', number: '16', colors: ['#860038', '#FDBB30'] },
  { title: 'Balón Finales NBA 1998 Firmado por Michael Jordan', category: 'memorabilia', subcategory: 'nba-finals', price: 245000, condition: 'excellent', rarity: 'legendary', seller: 'vip', figure: 'JORDAN', number: '23', colors: ['#CE1141', '#E56020'], signedBy: 'player', featured: true, certifier: 'Upper Deck Authenticated' },
  { title: 'Programa Oficial Serie Mundial 1981 Dodgers', category: 'memorabilia', subcategory: 'world-series', price: 1100, condition: 'fair', rarity: 'uncommon', seller: 'rookie', figure: 'DODGERS 81', number: '81', colors: ['#005A9C', '#EF3E42'] },
  { title: 'Pelota Serie Mundial 2020 Firmada por los Dodgers', category: 'memorabilia', subcategory: 'world-series', price: 19500, condition: 'excellent', rarity: 'rare', seller: 'jerseys', figure: 'CAMPEONES 2020', number: '20', colors: ['#005A9C', '#F2F2F2'], signedBy: 'team' },
  { title: 'Autógrafo de Hugo Sánchez', category: 'memorabilia', subcategory: 'world-cup', price: 3500, condition: 'excellent', rarity: 'rare', seller: 'rookie', figure: 'HUGO SANCHEZ', number: '9', colors: ['#006847', '#CE1126'], signedBy: 'legend' },
  { title: 'Medalla Conmemorativa Mundial Qatar 2022', category: 'memorabilia', subcategory: 'world-cup', price: 900, condition: 'new', rarity: 'common', seller: 'rookie', figure: 'QATAR 2022', number: '22', colors: ['#8A1538', '#C9A227'] },
  // equipment
  { title: 'Balón de Básquetbol Spalding NBA Oficial', category: 'equipment', subcategory: 'basketball', price: 1600, condition: 'new', rarity: 'common', seller: 'basic', figure: 'SPALDING', number: '7', colors: ['#E56020', '#1D1D1D'] },
  { title: 'Tenis Air Jordan 1 Chicago 1985', category: 'equipment', subcategory: 'basketball', price: 92000, condition: 'good', rarity: 'legendary', seller: 'vip', figure: 'AIR JORDAN 1', number: '85', colors: ['#CE1141', '#F5F5F5'], certifier: 'PSA/DNA' },
  { title: 'Bate Louisville Slugger Usado por Adrián González', category: 'equipment', subcategory: 'baseball', price: 21000, condition: 'good', rarity: 'rare', seller: 'seller', figure: 'A. GONZALEZ', number: '23', colors: ['#8B5A2B', '#005A9C'], signedBy: 'player' },
  { title: 'Guante de Béisbol Rawlings Heart of the Hide', category: 'equipment', subcategory: 'baseball', price: 2700, condition: 'excellent', rarity: 'common', seller: 'rookie', figure: 'RAWLINGS', number: '11', colors: ['#A0522D', '#2F2F2F'] },
  { title: 'Casco NFL Riddell Speed Dallas Cowboys', category: 'equipment', subcategory: 'football', price: 4300, condition: 'new', rarity: 'uncommon', seller: 'basic', figure: 'COWBOYS', number: '88', colors: ['#869397', '#041E42'] },
  { title: 'Balón NFL Wilson The Duke Oficial', category: 'equipment', subcategory: 'football', price: 2100, condition: 'new', rarity: 'common', seller: 'rookie', figure: 'THE DUKE', number: '1', colors: ['#6B3E26', '#1A1A1A'] },
  { title: 'Tacos Usados por Rafael Márquez', category: 'equipment', subcategory: 'soccer', price: 17500, condition: 'fair', rarity: 'rare', seller: 'seller', figure: 'R. MARQUEZ', number: '4', colors: ['#1A1A1A', '#006847'], signedBy: 'player' },
  { title: 'Espinilleras Oficiales Selección Mexicana', category: 'equipment', subcategory: 'soccer', price: 650, condition: 'good', rarity: 'common', seller: 'rookie', figure: 'MEXICO', number: '3', colors: ['#006847', '#FFFFFF'] },
  { title: 'Bate Edición Limitada 500 Jonrones Pujols', category: 'equipment', subcategory: 'limited', price: 8800, condition: 'new', rarity: 'ultra_rare', seller: 'jerseys', figure: 'PUJOLS 500', number: '5', colors: ['#C41E3A', '#0C2340'] },
  { title: 'Balón Edición Limitada Champions League 2019', category: 'equipment', subcategory: 'limited', price: 3100, condition: 'new', rarity: 'rare', seller: 'basic', figure: 'MADRID 2019', number: '19', colors: ['#0B1E4B', '#C0C0C0'] },
  { title: 'Bate Conmemorativo Serie del Caribe 2023', category: 'equipment', subcategory: 'commemorative', price: 1900, condition: 'new', rarity: 'uncommon', seller: 'rookie', figure: 'CARIBE 2023', number: '23', colors: ['#8B5A2B', '#00843D'] },
  { title: 'Trofeo Réplica Copa del Mundo FIFA', category: 'equipment', subcategory: 'commemorative', price: 5600, condition: 'new', rarity: 'rare', seller: 'jerseys', figure: 'COPA DEL MUNDO', number: '26', colors: ['#C9A227', '#1B5E20'] },
  { title: 'Guante de Portero Firmado Memo Ochoa', category: 'equipment', subcategory: 'signed', price: 11000, condition: 'excellent', rarity: 'rare', seller: 'seller', figure: 'MEMO OCHOA', number: '13', colors: ['#F2A900', '#006847'], signedBy: 'player', certifier: 'JSA' },
  { title: "Balón de Básquetbol Firmado por Shaquille O'Neal", category: 'equipment', subcategory: 'signed', price: 16800, condition: 'good', rarity: 'rare', seller: 'vip', figure: "SHAQ O'NEAL", number: '34', colors: ['#E56020', '#552583'], signedBy: 'player' },
  { title: 'Trofeo Histórico Liga Mexicana de Béisbol 1955', category: 'equipment', subcategory: 'historical', price: 65000, condition: 'fair', rarity: 'legendary', seller: 'vip', figure: 'LMB 1955', number: '55', colors: ['#8C6D1F', '#2E2E2E'], certifier: 'PSA/DNA' },
  { title: 'Casco Histórico NFL de Cuero 1940', category: 'equipment', subcategory: 'historical', price: 28000, condition: 'poor', rarity: 'ultra_rare', seller: 'seller', figure: 'LEATHERHEAD', number: '40', colors: ['#6B4226', '#3A3A3A'] },
  // the staff review queue
  { title: 'Tarjeta Novato Santiago Giménez Topps 2023', category: 'cards', subcategory: 'rookie', price: 850, condition: 'new', rarity: 'uncommon', seller: 'rookie', figure: 'S. GIMENEZ', number: '29', colors: ['#E30613', '#FFFFFF'], status: 'pending' },
  { title: 'Jersey Firmado Raúl Jiménez Selección Mexicana', category: 'jerseys', subcategory: 'signed', price: 9500, condition: 'excellent', rarity: 'rare', seller: 'seller', figure: 'R. JIMENEZ', number: '9', colors: ['#006847', '#CE1126'], signedBy: 'player', status: 'pending' },
  { title: 'Gorra Firmada por Julio Urías', category: 'memorabilia', subcategory: 'gear', price: 2300, condition: 'good', rarity: 'uncommon', seller: 'basic', figure: 'URIAS', number: '7', colors: ['#005A9C', '#FFFFFF'], signedBy: 'player', status: 'pending' },
  { title: 'Balón Firmado Selección Mexicana 2026', category: 'equipment', subcategory: 'signed', price: 7200, condition: 'new', rarity: 'rare', seller: 'jerseys', figure: 'MEXICO 2026', number: '26', colors: ['#006847', '#CE1126'], signedBy: 'team', status: 'pending' },
  { title: 'Tarjeta Réplica Babe Ruth 1933 Goudey', category: 'cards', subcategory: 'vintage', price: 600, condition: 'fair', rarity: 'common', seller: 'rookie', figure: 'BABE RUTH', number: '3', colors: ['#0C2340', '#E4D5B7'], status: 'rejected' },
  // published pieces added later go last: a piece's image count follows its position
  { title: 'Fotografía Firmada por Phil Jackson, Bulls 1996', category: 'memorabilia', subcategory: 'photos', price: 8900, condition: 'excellent', rarity: 'rare', seller: 'jerseys', figure: 'PHIL JACKSON', number: '72', colors: ['#CE1141', '#1A1A1A'], signedBy: 'coach' },
  // sold and delivered (PAST_SALES): the sellers' reputation comes from these orders and their reviews
  { title: 'Tarjeta Michael Jordan 1997 Fleer Ultra', category: 'cards', subcategory: 'basketball', price: 15500, condition: 'excellent', rarity: 'rare', seller: 'vip', figure: 'M. JORDAN', number: '23', colors: ['#CE1141', '#000000'], psa: 'psa_8', status: 'sold' },
  { title: 'Jersey Firmado Diego Maradona Argentina 1986', category: 'jerseys', subcategory: 'signed', price: 98000, condition: 'good', rarity: 'legendary', seller: 'vip', figure: 'MARADONA', number: '10', colors: ['#75AADB', '#FFFFFF'], signedBy: 'player', certifier: 'JSA', status: 'sold' },
  { title: 'Balón Firmado Cuauhtémoc Blanco América', category: 'memorabilia', subcategory: 'balls', price: 6400, condition: 'excellent', rarity: 'rare', seller: 'vip', figure: 'C. BLANCO', number: '10', colors: ['#FFD700', '#002D62'], signedBy: 'player', status: 'sold' },
  { title: 'Jersey Pumas UNAM Retro 1991', category: 'jerseys', subcategory: 'retro', price: 2100, condition: 'good', rarity: 'uncommon', seller: 'jerseys', figure: 'PUMAS 1991', number: '9', colors: ['#002D62', '#C5A94A'], status: 'sold' },
  { title: 'Jersey Cruz Azul Campeón 2021', category: 'jerseys', subcategory: 'commemorative', price: 1750, condition: 'new', rarity: 'common', seller: 'jerseys', figure: 'CRUZ AZUL', number: '21', colors: ['#0047AB', '#FFFFFF'], status: 'sold' },
  { title: 'Sobre Sellado Panini Liga MX 2019', category: 'cards', subcategory: 'soccer', price: 350, condition: 'new', rarity: 'common', seller: 'basic', figure: 'LIGA MX', number: '19', colors: ['#1B365D', '#E4002B'], status: 'sold' },
  { title: 'Tarjeta Derek Jeter 1996 Topps Chrome', category: 'cards', subcategory: 'baseball', price: 5200, condition: 'excellent', rarity: 'rare', seller: 'seller', figure: 'DEREK JETER', number: '2', colors: ['#003087', '#FFFFFF'], psa: 'psa_9', status: 'sold' },
  { title: 'Fotografía Firmada Rafael Márquez Barcelona', category: 'memorabilia', subcategory: 'photos', price: 3900, condition: 'excellent', rarity: 'uncommon', seller: 'seller', figure: 'R. MARQUEZ', number: '4', colors: ['#A50044', '#004D98'], signedBy: 'player', status: 'sold' },
  { title: 'Tarjeta Novato Julio Urías 2016 Bowman', category: 'cards', subcategory: 'rookie', price: 900, condition: 'good', rarity: 'uncommon', seller: 'rookie', figure: 'JULIO URIAS', number: '7', colors: ['#005A9C', '#EF3E42'], status: 'sold' },
  // sold at auction (AUCTIONS): live ones in every category, and one that ended and was paid
  { title: 'Tarjeta Novato Cristiano Ronaldo 2003 Panini PSA 8', category: 'cards', subcategory: 'soccer', price: 8000, condition: 'excellent', rarity: 'ultra_rare', seller: 'seller', figure: 'C. RONALDO', number: '7', colors: ['#DA291C', '#FBE122'], psa: 'psa_8', certifier: 'PSA', status: 'auction' },
  { title: 'Jersey Firmado Javier Hernández Manchester United 2011', category: 'jerseys', subcategory: 'signed', price: 6000, condition: 'excellent', rarity: 'rare', seller: 'jerseys', figure: 'CHICHARITO', number: '14', colors: ['#DA291C', '#111111'], signedBy: 'player', status: 'auction' },
  { title: 'Guantes de Box Firmados Julio César Chávez 1993', category: 'memorabilia', subcategory: 'gear', price: 20000, condition: 'good', rarity: 'legendary', seller: 'vip', figure: 'J.C. CHAVEZ', number: '93', colors: ['#CE1126', '#006847'], signedBy: 'legend', certifier: 'JSA', status: 'auction' },
  { title: 'Bate Firmado Julio Urías Serie Mundial 2020', category: 'equipment', subcategory: 'signed', price: 2500, condition: 'new', rarity: 'rare', seller: 'basic', figure: 'URIAS 2020', number: '7', colors: ['#005A9C', '#FFFFFF'], signedBy: 'player', status: 'auction' },
  { title: 'Tarjeta Autografiada Hugo Sánchez 1985 Panini', category: 'cards', subcategory: 'signed', price: 3000, condition: 'excellent', rarity: 'rare', seller: 'seller', figure: 'HUGO SANCHEZ', number: '9', colors: ['#FFFFFF', '#006847'], signedBy: 'player', status: 'auction' },
];

export interface PastSale {
  /** title of a piece with status 'sold' */
  piece: string;
  /** key of the buying account */
  buyer: string;
  quantity?: number;
  /** carrier id of supabase/migrations/20250601003700_carriers.sql */
  carrier: string;
  deliveredDaysAgo: number;
  review?: { stars: 1 | 2 | 3 | 4 | 5; comment?: string; reply?: string; daysAfterDelivery?: number };
}

/** Delivered orders: the sellers' sales count and rating are computed by the database from these. */
export const PAST_SALES: PastSale[] = [
  { piece: 'Tarjeta Michael Jordan 1997 Fleer Ultra', buyer: 'buyer', carrier: 'fedex', deliveredDaysAgo: 40, review: { stars: 5, comment: 'Llegó en protector rígido y tal como en las fotos. Vendedor de confianza.', reply: '¡Gracias, Diego! Que la disfrutes.' } },
  { piece: 'Jersey Firmado Diego Maradona Argentina 1986', buyer: 'jerseys', carrier: 'dhl', deliveredDaysAgo: 75, review: { stars: 5, comment: 'Pieza increíble, con su certificado JSA. Empaque impecable.' } },
  { piece: 'Balón Firmado Cuauhtémoc Blanco América', buyer: 'basic', quantity: 2, carrier: 'estafeta', deliveredDaysAgo: 20, review: { stars: 4, comment: 'Buenos balones; el envío tardó un par de días más de lo prometido.' } },
  { piece: 'Jersey Pumas UNAM Retro 1991', buyer: 'buyer', carrier: 'paquetexpress', deliveredDaysAgo: 55, review: { stars: 5, comment: 'Excelente estado para su edad.' } },
  { piece: 'Jersey Cruz Azul Campeón 2021', buyer: 'rookie', carrier: 'redpack', deliveredDaysAgo: 12, review: { stars: 4 } },
  { piece: 'Sobre Sellado Panini Liga MX 2019', buyer: 'rookie', quantity: 3, carrier: 'correos-de-mexico', deliveredDaysAgo: 30, review: { stars: 4, comment: 'Sobres sellados, bien empacados.', reply: 'Gracias por tu compra, Memo.' } },
  { piece: 'Tarjeta Derek Jeter 1996 Topps Chrome', buyer: 'vip', carrier: '99minutos', deliveredDaysAgo: 25, review: { stars: 5, comment: 'Rápido y seguro dentro de la ciudad.' } },
  { piece: 'Fotografía Firmada Rafael Márquez Barcelona', buyer: 'buyer', carrier: 'estafeta', deliveredDaysAgo: 3 },
  { piece: 'Tarjeta Novato Julio Urías 2016 Bowman', buyer: 'basic', carrier: 'estafeta', deliveredDaysAgo: 90, review: { stars: 3, comment: 'La tarjeta tenía una esquina más gastada de lo que se veía en las fotos.' } },
];

export interface SeedAuction {
  /** title of a piece with status 'auction' */
  piece: string;
  reserve?: number;
  durationDays: 1 | 3 | 5 | 7;
  /** the staff published it this long before the backend first started (its clock, app_now()) */
  startedHoursAgo: number;
  /** bids in order: who (account key), their maximum, minutes after the start */
  bids: [string, number, number][];
  /** the winner paid the hammer price (the auction has ended: the seed closes it first) */
  paid?: { address: string; city: string; state: string; zip_code: string };
}

/**
 * Auctions, placed through the database's own functions (list_at_auction, place_bid, close_due_auctions,
 * create_order) at moments relative to the backend's first start, so their state and history are consistent.
 */
export const AUCTIONS: SeedAuction[] = [
  // ends within the hour; the demo buyer leads
  { piece: 'Tarjeta Novato Cristiano Ronaldo 2003 Panini PSA 8', durationDays: 1, startedHoursAgo: 23.25, bids: [['buyer', 8500, 60], ['basic', 9500, 300], ['buyer', 12000, 1200]] },
  // the reserve is not met yet
  { piece: 'Jersey Firmado Javier Hernández Manchester United 2011', reserve: 15000, durationDays: 3, startedHoursAgo: 26, bids: [['rookie', 7000, 120], ['buyer', 9000, 600]] },
  // several bidders; the demo buyer was outbid
  { piece: 'Guantes de Box Firmados Julio César Chávez 1993', durationDays: 5, startedHoursAgo: 50, bids: [['jerseys', 22000, 60], ['buyer', 25000, 500], ['rookie', 26000, 1000], ['basic', 30000, 2000]] },
  // just started, no bids yet
  { piece: 'Bate Firmado Julio Urías Serie Mundial 2020', durationDays: 7, startedHoursAgo: 3, bids: [] },
  // ended two days ago; the winner paid, the demo buyer lost
  { piece: 'Tarjeta Autografiada Hugo Sánchez 1985 Panini', durationDays: 1, startedHoursAgo: 72, bids: [['jerseys', 3500, 60], ['buyer', 3800, 300], ['rookie', 4200, 900]], paid: { address: 'Av. Constitución 400', city: 'Monterrey', state: 'Nuevo León', zip_code: '64000' } },
];
