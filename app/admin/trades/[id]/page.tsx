import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { seedQueries } from '@/app/seed-query';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Seeded } from '@/components/query/seeded';
import { adminTradeOptions } from '@/lib/api/trades';
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
  const seeds = await seedQueries(adminTradeOptions(parsed.data.id));
  return (
    <ClientMessages namespaces={['trades']} admin>
      <Seeded seeds={seeds}>
        <AdminTradeDetail tradeId={parsed.data.id} />
      </Seeded>
    </ClientMessages>
  );
}
