import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import { serverConfig } from '@/lib/server/config';

const TIMEOUT_MS = 10_000;

let cached: { url: string; transport: Transporter } | undefined;

function transportFor(url: string): Transporter {
  if (cached?.url !== url) {
    cached?.transport.close();
    cached = {
      url,
      transport: nodemailer.createTransport({
        url,
        connectionTimeout: TIMEOUT_MS,
        greetingTimeout: TIMEOUT_MS,
        socketTimeout: TIMEOUT_MS,
      }),
    };
  }
  return cached.transport;
}

export async function sendMail(url: string, to: string, subject: string, text: string) {
  await transportFor(url).sendMail({ from: serverConfig.mailFrom, to, subject, text });
}
