import { ClientMessages } from '@/components/i18n/client-messages';
import { QueryProvider } from '@/components/query/query-provider';

// The sign-up steps talk to the account API through react-query mutations.
export default function RegisterLayout({ children }: { children: React.ReactNode }) {
  return (
    <ClientMessages namespaces={['auth']}>
      <QueryProvider>{children}</QueryProvider>
    </ClientMessages>
  );
}
