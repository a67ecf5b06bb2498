/** Who outgoing mail is from: a display name (may be empty) and one bare address. */
export interface MailSender {
  name: string;
  address: string;
}

/** One outgoing e-mail: both bodies are always given (plain text for every client). */
export interface MailMessage {
  /** One canonical mailbox (the site's address rule); anything else is refused. */
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where replies go (a lead notification: straight back to the visitor). */
  replyTo?: string;
  /** Extra headers (List-Unsubscribe for newsletters, for example). */
  headers?: Record<string, string>;
  /**
   * A Message-ID of the sender's choosing (`<local@domain>`): a message sent
   * again after a crash carries the same one, and mail clients fold the copies.
   */
  messageId?: string;
}

/**
 * The mail module's face to every other module: SMTP when SMTP_URL is set,
 * otherwise .eml files under DATA_DIR/mail with the subject and links logged.
 */
export interface Mailer {
  /** Resolves once the message is handed to the SMTP server or written to disk. */
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
