import { handler, ok } from '@/lib/server/http/route';
import { askGuideBot } from '@/lib/server/support';
import { guideBotAnswerSchema, guideBotQuestionSchema } from '@/lib/validation/support';

export const POST = handler(
  {
    summary: 'Ask the guide bot a question, without an account',
    description:
      'For anyone, guests included (the help page, `/help`): the guides that best match the question (1–300 characters), ' +
      'in the question’s language. Nothing is stored. At most 20 questions per client address in 10 minutes.',
    tags: ['Support'],
    auth: 'optional',
    body: guideBotQuestionSchema,
    lang: true,
    response: guideBotAnswerSchema,
    errors: { '400': '1000: `errors.question` questionRequired, questionMax, invalidCharacters' },
  },
  async ({ body, ip, locale }) => ok(await askGuideBot(body.question, { ip, locale })),
);
