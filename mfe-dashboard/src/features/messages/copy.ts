/** Messages (/dashboard/messages): conversations and the thread. */
export const messagesCopy = {
  emptyMessagesTitle: 'Aún no tienes mensajes',
  conversationsLabel: 'Conversaciones',
  chooseConversation: 'Elige una conversación',
  chooseConversationDescription: 'Selecciona una conversación para leer y responder sus mensajes.',
  aboutProduct: 'Sobre {title}',
  aboutAPiece: 'Sobre una pieza',
  you: 'Tú: ',
  unreadMessages: '{count} sin leer',
  messagePlaceholder: 'Escribe un mensaje...',
  messageLabel: 'Mensaje',
  send: 'Enviar',
  sending: 'Enviando...',
  backToConversations: 'Volver a conversaciones',
  threadEmpty: 'Aún no hay mensajes. Escribe el primero.',
  emptyMessagesDescription:
    'Cuando escribas a un vendedor o alguien te escriba sobre tus piezas, la conversación aparecerá aquí.',
  conversationsErrorTitle: 'Error al cargar conversaciones',
  conversationsErrorDescription: 'No se pudieron cargar tus conversaciones.',
  messagesErrorTitle: 'Error al cargar mensajes',
  messagesErrorDescription: 'No se pudieron cargar los mensajes de esta conversación.',
  newMessage: 'Nuevo mensaje',
} as const;
