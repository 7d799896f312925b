import { describe, expect, it } from 'vitest';
import {
  chatTextError,
  conversationSeenBy,
  directConversation,
  maxChatMessageLength,
  storedConversation,
} from './team-chat.ts';

describe('team chat', () => {
  it('stores a direct conversation under one name for both members, and shows each the other', () => {
    const fromAnn = storedConversation('ann', directConversation('bob'));
    const fromBob = storedConversation('bob', directConversation('ann'));
    expect(fromAnn).toEqual({ stored: 'dm:ann:bob', recipientId: 'bob' });
    expect(fromBob).toEqual({ stored: 'dm:ann:bob', recipientId: 'ann' });
    expect(conversationSeenBy('ann', 'dm:ann:bob')).toBe('dm:bob');
    expect(conversationSeenBy('bob', 'dm:ann:bob')).toBe('dm:ann');
    expect(storedConversation('ann', 'team')).toEqual({ stored: 'team', recipientId: null });
    expect(conversationSeenBy('ann', 'team')).toBe('team');
  });

  it('names no conversation with oneself, with nobody or with a made-up pair', () => {
    for (const name of ['dm:ann', 'dm:', 'dm:bob:carl', 'general', ''])
      expect(storedConversation('ann', name), name).toBeNull();
  });

  it('takes a message of 1 to the limit of characters, spaces around it aside', () => {
    expect(chatTextError('  \n ')).toBe('teamChat:errors.empty');
    expect(chatTextError(` ${'x'.repeat(maxChatMessageLength)} `)).toBeNull();
    expect(chatTextError('x'.repeat(maxChatMessageLength + 1))).toBe('teamChat:errors.tooLong');
  });
});
