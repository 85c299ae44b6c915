/** Long-form legal and contact text of the footer pages. It belongs to these pages only, so it lives beside them. */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface LegalDocument {
  title: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
}

export const CONTACT_EMAIL = 'hola@vitrina.mx';
export const PRIVACY_EMAIL = 'privacidad@vitrina.mx';

export const privacyNotice: LegalDocument = {
  title: 'Aviso de privacidad',
  updated: 'Última actualización: 1 de junio de 2025',
  intro:
    'En Vitrina respetamos tu privacidad. Este aviso explica qué datos personales recabamos, para qué los usamos y ' +
    'cómo puedes ejercer tus derechos, en cumplimiento de la Ley Federal de Protección de Datos Personales en ' +
    'Posesión de los Particulares (LFPDPPP), su Reglamento y los Lineamientos del Aviso de Privacidad.',
  sections: [
    {
      heading: 'Responsable del tratamiento',
      paragraphs: [
        'Vitrina, marketplace de coleccionables deportivos auténticos con domicilio en la Ciudad de México, es ' +
          'responsable del tratamiento de tus datos personales. Para cualquier asunto relacionado con este aviso ' +
          `puedes escribir a ${PRIVACY_EMAIL}.`,
      ],
    },
    {
      heading: 'Datos personales que recabamos',
      paragraphs: ['Recabamos los datos que nos proporcionas directamente al usar la plataforma:'],
      list: [
        'Datos de identificación y contacto: nombre, nombre de usuario, correo electrónico y número de teléfono.',
        'Datos de envío: domicilio, ciudad, estado y código postal.',
        'Datos de verificación de vendedores: documentos de identidad que decidas cargar para verificar tu cuenta.',
        'Datos de uso: páginas visitadas, búsquedas, productos vistos, favoritos y alertas de precio.',
      ],
    },
    {
      heading: 'Datos financieros y sensibles',
      paragraphs: [
        'Los datos de tarjeta se procesan a través de proveedores de pago certificados y Vitrina no los almacena. ' +
          'No solicitamos datos personales sensibles en términos del artículo 3, fracción VI, de la LFPDPPP.',
      ],
    },
    {
      heading: 'Finalidades primarias',
      paragraphs: ['Usamos tus datos para las finalidades necesarias para la relación que tienes con nosotros:'],
      list: [
        'Crear y administrar tu cuenta e iniciar sesión.',
        'Publicar tus piezas, revisarlas antes de que sean visibles y verificar la identidad de los vendedores.',
        'Procesar compras, ofertas, envíos, cancelaciones y mensajes entre compradores y vendedores.',
        'Enviarte notificaciones sobre tus pedidos, ofertas y alertas de precio.',
        'Prevenir fraudes y proteger la autenticidad de las piezas publicadas.',
      ],
    },
    {
      heading: 'Finalidades secundarias',
      paragraphs: [
        'Con tu consentimiento, usamos tu correo para enviarte el boletín, promociones y novedades, como la lista de ' +
          'espera de inversión fraccionada. Puedes negarte en cualquier momento escribiendo a ' +
          `${PRIVACY_EMAIL} o usando el enlace para darte de baja incluido en cada correo; tu negativa no afecta ` +
          'las finalidades primarias.',
      ],
    },
    {
      heading: 'Transferencias',
      paragraphs: [
        'Compartimos los datos estrictamente necesarios con empresas de paquetería para entregar tus pedidos, con ' +
          'certificadores de autenticidad cuando una pieza lo requiere y con autoridades cuando la ley lo exige. ' +
          'Estas transferencias no requieren tu consentimiento conforme al artículo 37 de la LFPDPPP. No vendemos ' +
          'tus datos personales.',
      ],
    },
    {
      heading: 'Derechos ARCO y revocación del consentimiento',
      paragraphs: [
        'Tienes derecho a Acceder a tus datos, Rectificarlos, Cancelarlos u Oponerte a su tratamiento (derechos ' +
          `ARCO), así como a revocar tu consentimiento. Envía tu solicitud a ${PRIVACY_EMAIL} con tu nombre, un ` +
          'medio para responderte, una copia de tu identificación y la descripción clara de lo que solicitas. ' +
          'Te responderemos en un plazo máximo de 20 días hábiles y, si procede, haremos efectiva tu solicitud ' +
          'dentro de los 15 días hábiles siguientes.',
        'Si consideras que tu derecho a la protección de datos ha sido vulnerado, puedes acudir a la autoridad ' +
          'competente en materia de protección de datos personales.',
      ],
    },
    {
      heading: 'Almacenamiento local y cookies',
      paragraphs: [
        'Guardamos en tu navegador tu sesión, tu carrito, tus búsquedas recientes y los borradores de tus ' +
          'publicaciones para que no pierdas tu avance. Puedes borrarlos desde la configuración de tu navegador; ' +
          'algunas funciones dejarán de recordar tus preferencias.',
      ],
    },
    {
      heading: 'Cambios a este aviso',
      paragraphs: [
        'Cualquier cambio a este aviso de privacidad se publicará en esta página con su fecha de actualización.',
      ],
    },
  ],
};

export const termsOfService: LegalDocument = {
  title: 'Términos y condiciones',
  updated: 'Última actualización: 1 de junio de 2025',
  intro:
    'Estos términos regulan el uso de Vitrina, el marketplace de coleccionables deportivos auténticos. Al crear una ' +
    'cuenta, comprar o publicar una pieza aceptas estas condiciones.',
  sections: [
    {
      heading: 'Cuentas',
      paragraphs: [
        'Para comprar, ofertar o vender necesitas una cuenta con datos verdaderos. Eres responsable de la ' +
          'confidencialidad de tu contraseña y de la actividad realizada con tu cuenta.',
      ],
    },
    {
      heading: 'Publicaciones revisadas',
      paragraphs: [
        'Cada publicación nueva pasa por la revisión de nuestro equipo antes de ser visible en el catálogo. Podemos ' +
          'rechazar o retirar publicaciones con información incompleta, engañosa o que infrinjan estos términos. ' +
          'Para vender necesitas un número de teléfono en tu perfil, y las piezas de $5,000 MXN o más requieren ' +
          'que verifiques tu identidad.',
      ],
    },
    {
      heading: 'Autenticidad',
      paragraphs: [
        'Solo se permiten piezas auténticas. El vendedor garantiza la autenticidad de lo que publica y debe ' +
          'describir con honestidad su condición, firmas y certificados. Cuando una pieza está autenticada por un ' +
          'certificador, mostramos el certificador y el número de certificado. Las réplicas o falsificaciones ' +
          'causan la baja inmediata de la publicación y pueden llevar a la suspensión de la cuenta.',
      ],
    },
    {
      heading: 'Ofertas',
      paragraphs: [
        'Puedes enviar ofertas por debajo del precio publicado. Una oferta es una propuesta de compra que el ' +
          'vendedor puede aceptar o rechazar; no es una venta hasta que el vendedor la acepta. No puedes ofertar ' +
          'por tus propias piezas.',
      ],
    },
    {
      heading: 'Precios y envío',
      paragraphs: [
        'Los precios se muestran en pesos mexicanos (MXN). El costo de envío se calcula en el checkout, según el ' +
          'destino y la pieza, antes de que confirmes tu compra.',
      ],
    },
    {
      heading: 'Cancelaciones',
      paragraphs: [
        'Puedes cancelar tu pedido sin costo mientras no haya sido enviado. Una vez enviado, aplican las ' +
          'condiciones de devolución acordadas con el vendedor y la legislación de protección al consumidor.',
      ],
    },
    {
      heading: 'Conducta',
      paragraphs: [
        'Los mensajes entre usuarios deben ser respetuosos y relacionados con las piezas. Está prohibido usar ' +
          'Vitrina para fraudes, acoso o para cerrar operaciones fuera de la plataforma.',
      ],
    },
    {
      heading: 'Ley aplicable',
      paragraphs: [
        'Estos términos se rigen por las leyes de los Estados Unidos Mexicanos. Cualquier controversia se ' +
          'someterá a los tribunales competentes de la Ciudad de México.',
      ],
    },
  ],
};

export const contactDetails = {
  title: 'Contacto',
  intro:
    'Estamos para ayudarte con tus compras, publicaciones, verificaciones y cualquier duda sobre la autenticidad ' +
    'de una pieza.',
  emailLabel: 'Correo electrónico',
  hoursLabel: 'Horario de atención',
  hours: 'Lunes a viernes de 9:00 a 18:00 y sábados de 10:00 a 14:00 (hora del centro de México).',
  responseTime: 'Respondemos en menos de 24 horas hábiles.',
  privacyLabel: 'Privacidad y derechos ARCO',
} as const;
