/** What the shell shows where a remote failed to load or needs a newer kernel. `remoteLoadError` stays in
 * shared: a remote's own lifecycles show it too. */
export const remoteFallbackCopy = {
  remoteLoadErrorHint: 'Puede ser un problema momentáneo de conexión. El resto de Vitrina sigue disponible.',
  remoteRetry: 'Reintentar',
  remoteKernelMismatch: 'Esta sección se actualizó',
  remoteKernelMismatchHint:
    'Necesita una versión más reciente de Vitrina que la que tienes abierta. Recarga la página para usarla; el resto de Vitrina sigue disponible.',
  remoteReload: 'Recargar página',
} as const;
