'use client';

import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { backTarget } from '@/lib/navigation/back-target';

export function GoBackButton({ label }: { label: string }) {
  const router = useRouter();
  return (
    <Button
      size="l"
      onClick={() => {
        if (window.history.length > 1) router.back();
        else router.push(backTarget());
      }}
    >
      {label}
    </Button>
  );
}
