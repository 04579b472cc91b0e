import { ClientMessages } from '@/components/i18n/client-messages';
import { QueryProvider } from '@/components/query/query-provider';

// The mission board reads and checks in through react-query.
export default function MissionLayout({ children }: { children: React.ReactNode }) {
  return (
    <ClientMessages namespaces={['mission']}>
      <QueryProvider>{children}</QueryProvider>
    </ClientMessages>
  );
}
