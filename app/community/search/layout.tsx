import { ClientMessages } from '@/components/i18n/client-messages';
import { QueryProvider } from '@/components/query/query-provider';

// Search results page on through react-query.
export default function SearchLayout({ children }: { children: React.ReactNode }) {
  return (
    <ClientMessages namespaces={['community', 'search']}>
      <QueryProvider>{children}</QueryProvider>
    </ClientMessages>
  );
}
