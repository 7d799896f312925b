/**
 * Team chat (issue 13, /team-chat; tier lite): the collaborators of a supplier talk in one channel of the
 * supplier and in direct messages between two of them. No zod here: the web's first screens (the menu's
 * unread count) import this.
 *
 * A conversation has two names: the one a member uses (`team`, or `dm:<the other member's user id>`) and
 * the stored one, the same for both members of a direct conversation (`dm:<user id>:<user id>`, in order).
 */

/** The longest message, in characters (a chat line, not a letter: longer text belongs in a note or mail). */
export const maxChatMessageLength = 2000;
/** Messages per page of history. */
export const chatPageSize = 30;
/** At most this many missed messages are sent to a reconnecting client; after a longer absence it reloads. */
export const chatCatchUpLimit = 200;

export const teamConversation = 'team';

const dmPrefix = 'dm:';

export type ChatTextError = 'teamChat:errors.empty' | 'teamChat:errors.tooLong';

/** What is wrong with a message's text, or null: something to say, within the limit. */
export function chatTextError(text: string): ChatTextError | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'teamChat:errors.empty';
  return trimmed.length > maxChatMessageLength ? 'teamChat:errors.tooLong' : null;
}

/** The member's name of the direct conversation with `otherUserId`. */
export const directConversation = (otherUserId: string): string => `${dmPrefix}${otherUserId}`;

/**
 * The stored name of a conversation `viewerId` names, with the recipient of a direct one; null when it is no
 * conversation.
 */
export function storedConversation(
  viewerId: string,
  name: string,
): { stored: string; recipientId: string | null } | null {
  if (name === teamConversation) return { stored: teamConversation, recipientId: null };
  if (!name.startsWith(dmPrefix)) return null;
  const other = name.slice(dmPrefix.length);
  if (other === '' || other.includes(':') || other === viewerId) return null;
  return { stored: `${dmPrefix}${[viewerId, other].sort().join(':')}`, recipientId: other };
}

/** The name `viewerId` uses for a stored conversation (the other member of a direct one). */
export function conversationSeenBy(viewerId: string, stored: string): string {
  if (stored === teamConversation) return stored;
  const [first, second] = stored.slice(dmPrefix.length).split(':');
  return directConversation(first === viewerId ? (second ?? '') : (first ?? ''));
}
