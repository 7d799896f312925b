// email-reply-parser ships without types; the part the portal uses.
declare module 'email-reply-parser' {
  export default class EmailReplyParser {
    /** The text without quoted history and signatures. */
    parseReply(text: string): string;
  }
}
