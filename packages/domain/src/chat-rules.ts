/** The chat's limits, shared by the API's schemas and the web's panel. */
export const CHAT_MESSAGE_MAX = 2000;
/** An attachment's largest size: 10 MB. */
export const CHAT_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** What an attachment may be: checked from its content, never from its name. */
export const CHAT_ATTACHMENT_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf'] as const;
