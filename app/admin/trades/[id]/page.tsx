import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { requireAdminPage } from '@/lib/server/auth/page-session';
import { adminIdParam } from '@/lib/validation/admin/common';
import { AdminTradeDetail } from './admin-trade-detail';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ui.admin.nav'))('trades') };
}

// One trade for the operators: both sides, their messages, the history, and — while disputed — the decision.
export default async function AdminTradePage({ params }: Props) {
  const raw = await params;
  await requireAdminPage(`/admin/trades/${encodeURIComponent(raw.id)}`);
  const parsed = adminIdParam.safeParse(raw);
  if (!parsed.success) notFound();
  return (
    <ClientMessages namespaces={['trades']} admin>
      <AdminTradeDetail tradeId={parsed.data.id} />
    </ClientMessages>
  );
}
