import { ClientMessages } from '@/components/i18n/client-messages';

// The list screen, the outcome search, the calculator and the error boundary speak `support.probability`.
export default function ProbabilityLayout({ children }: { children: React.ReactNode }) {
  return <ClientMessages namespaces={['support']}>{children}</ClientMessages>;
}
