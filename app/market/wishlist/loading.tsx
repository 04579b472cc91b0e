import { Skeleton } from '@/components/ui/skeleton';

export default function Loading() {
  return <Skeleton rows={5} variant="list" />;
}
