/** Delivers a lead to the sales inbox over SMTP (nodemailer). The visitor's address is Reply-To. */
import nodemailer, { type Transporter } from "nodemailer";
import type { ContactMessageRow } from "../db/schema";

export interface EmailSettings {
  smtpUrl: string;
  to: string;
  from: string;
}

export function createEmailDelivery(settings: EmailSettings) {
  const transport: Transporter = nodemailer.createTransport(settings.smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as never);
  return {
    async deliver(message: ContactMessageRow, deliveryId: string) {
      const lines = [
        `Name: ${message.name}`,
        `Email: ${message.email}`,
        `Company: ${message.company || "-"}`,
        `Phone: ${message.phone || "-"}`,
        `Sent from: ${message.sourcePage ?? "-"}`,
        `Received: ${message.createdAt.toISOString()}`,
        `Lead id: ${message.id}`,
        "",
        message.message,
      ];
      await transport.sendMail({
        from: settings.from,
        to: settings.to,
        replyTo: { name: message.name, address: message.email },
        subject: `New website lead: ${message.name}${message.company ? ` (${message.company})` : ""}`,
        text: lines.join("\n"),
        // Stable ids let the receiving mail system and the team spot a redelivery.
        messageId: `<${deliveryId}@leads.invalid>`,
        headers: { "X-Lead-Id": message.id, "X-Delivery-Id": deliveryId },
      });
    },
    close: () => transport.close(),
  };
}
