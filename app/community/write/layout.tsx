import { ClientMessages } from '@/components/i18n/client-messages';
import { QueryProvider } from '@/components/query/query-provider';

// The editor saves, uploads and looks up items through react-query.
export default function WriteLayout({ children }: { children: React.ReactNode }) {
  return (
    <ClientMessages namespaces={['community']}>
      <QueryProvider>{children}</QueryProvider>
    </ClientMessages>
  );
}
