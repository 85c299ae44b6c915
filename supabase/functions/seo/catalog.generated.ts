// Generated from shared/src/catalog/categories.ts by shared/src/catalog/seoCatalog.test.ts
// (UPDATE_SEO_CATALOG=1 npx jest seoCatalog): never edited by hand.
export const catalog = {
  "categories": [
    {
      "id": "cards",
      "name": "Cartas & Trading Cards",
      "description": "Tarjetas de novato, ediciones limitadas y piezas calificadas por PSA de las leyendas de cada deporte.",
      "subcategories": [
        {
          "id": "basketball",
          "name": "Básquetbol",
          "route": "/cards/basketball"
        },
        {
          "id": "baseball",
          "name": "Béisbol",
          "route": "/cards/baseball"
        },
        {
          "id": "football",
          "name": "Fútbol Americano",
          "route": "/cards/football"
        },
        {
          "id": "soccer",
          "name": "Fútbol",
          "route": "/cards/soccer"
        },
        {
          "id": "rookie",
          "name": "Rookie Cards",
          "route": "/cards/rookie"
        },
        {
          "id": "limited",
          "name": "Ediciones Limitadas",
          "route": "/cards/limited"
        },
        {
          "id": "signed",
          "name": "Autografiadas",
          "route": "/cards/signed"
        },
        {
          "id": "vintage",
          "name": "Vintage",
          "route": "/cards/vintage"
        }
      ]
    },
    {
      "id": "jerseys",
      "name": "Jerseys & Streetwear",
      "description": "Jerseys oficiales, usados en partido y firmados, además de ediciones retro y conmemorativas para vestir la historia.",
      "subcategories": [
        {
          "id": "nba",
          "name": "NBA",
          "route": "/jerseys/nba"
        },
        {
          "id": "mlb",
          "name": "MLB",
          "route": "/jerseys/mlb"
        },
        {
          "id": "nfl",
          "name": "NFL",
          "route": "/jerseys/nfl"
        },
        {
          "id": "soccer",
          "name": "Fútbol",
          "route": "/jerseys/soccer"
        },
        {
          "id": "match-worn",
          "name": "Usados en Partido",
          "route": "/jerseys/match-worn"
        },
        {
          "id": "signed",
          "name": "Firmados",
          "route": "/jerseys/signed"
        },
        {
          "id": "retro",
          "name": "Retro",
          "route": "/jerseys/retro"
        },
        {
          "id": "commemorative",
          "name": "Conmemorativos",
          "route": "/jerseys/commemorative"
        }
      ]
    },
    {
      "id": "memorabilia",
      "name": "Firmadas & Legendarias",
      "description": "Fotografías, balones y objetos autografiados de las finales y campeonatos que marcaron una época.",
      "subcategories": [
        {
          "id": "photos",
          "name": "Fotografías",
          "route": "/memorabilia/photos"
        },
        {
          "id": "balls",
          "name": "Balones y Pelotas",
          "route": "/memorabilia/balls"
        },
        {
          "id": "gear",
          "name": "Equipo de Juego",
          "route": "/memorabilia/gear"
        },
        {
          "id": "posters",
          "name": "Pósters",
          "route": "/memorabilia/posters"
        },
        {
          "id": "super-bowl",
          "name": "Super Bowl",
          "route": "/memorabilia/super-bowl"
        },
        {
          "id": "nba-finals",
          "name": "Finales NBA",
          "route": "/memorabilia/nba-finals"
        },
        {
          "id": "world-series",
          "name": "Serie Mundial",
          "route": "/memorabilia/world-series"
        },
        {
          "id": "world-cup",
          "name": "Copa del Mundo",
          "route": "/memorabilia/world-cup"
        }
      ]
    },
    {
      "id": "equipment",
      "name": "Equipamiento de Leyenda",
      "description": "Bates, guantes, balones y tacos con historia: equipo usado y ediciones de colección de los grandes.",
      "subcategories": [
        {
          "id": "basketball",
          "name": "Básquetbol",
          "route": "/equipment/basketball"
        },
        {
          "id": "baseball",
          "name": "Béisbol",
          "route": "/equipment/baseball"
        },
        {
          "id": "football",
          "name": "Fútbol Americano",
          "route": "/equipment/football"
        },
        {
          "id": "soccer",
          "name": "Fútbol",
          "route": "/equipment/soccer"
        },
        {
          "id": "limited",
          "name": "Ediciones Limitadas",
          "route": "/equipment/limited"
        },
        {
          "id": "commemorative",
          "name": "Conmemorativos",
          "route": "/equipment/commemorative"
        },
        {
          "id": "signed",
          "name": "Firmados",
          "route": "/equipment/signed"
        },
        {
          "id": "historical",
          "name": "Históricos",
          "route": "/equipment/historical"
        }
      ]
    }
  ]
} as const;
