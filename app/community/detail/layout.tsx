import { ClientMessages } from '@/components/i18n/client-messages';
import { QueryProvider } from '@/components/query/query-provider';

// What the post page's client leaves say (reactions, comments, takedown and report dialogs, word
// filter, post views), not the whole community namespace.
const POST_MESSAGES = [
  'community.actions',
  'community.comments',
  'community.takedown',
  'community.wordFilter',
  'community.detail',
  'community.postTypes',
] as const;

// Comments, reactions and the post's own controls read and write through react-query.
export default function PostDetailLayout({ children }: { children: React.ReactNode }) {
  return (
    <ClientMessages namespaces={POST_MESSAGES}>
      <QueryProvider>{children}</QueryProvider>
    </ClientMessages>
  );
}
