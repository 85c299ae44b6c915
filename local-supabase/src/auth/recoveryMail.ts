import { escapeHtml } from '../http/html';

/** The password-recovery e-mail, in the product's Spanish. */
export function recoveryMail(link: string): { subject: string; html: string; text: string } {
  return {
    subject: 'Restablece tu contraseña de Vitrina',
    html: `<h1>Restablece tu contraseña</h1>
<p>Recibimos una solicitud para restablecer la contraseña de tu cuenta de Vitrina.</p>
<p><a href="${escapeHtml(link)}">Restablecer contraseña</a></p>
<p>El enlace vence en una hora. Si no solicitaste este cambio, ignora este correo.</p>`,
    text: `Restablece tu contraseña\n\nAbre este enlace para elegir una nueva contraseña (vence en una hora):\n${link}\n\nSi no solicitaste este cambio, ignora este correo.`,
  };
}
