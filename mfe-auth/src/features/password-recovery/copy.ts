/** The new-password page a recovery e-mail opens. */
export const passwordRecoveryCopy = {
  updatedTitle: 'Contraseña actualizada',
  updatedDescription: 'Ya puedes usar tu nueva contraseña para iniciar sesión.',
  invalidLink: 'El enlace para restablecer tu contraseña no es válido o ya expiró. Solicita uno nuevo.',
  subtitle: 'Elige una contraseña nueva para {email}.',
  yourAccount: 'tu cuenta',
  formLabel: 'Elegir contraseña nueva',
  newPasswordLabel: 'Nueva contraseña',
  confirmationLabel: 'Confirma la contraseña',
  submit: 'Guardar contraseña',
  passwordsDiffer: 'Las contraseñas no coinciden',
} as const;
