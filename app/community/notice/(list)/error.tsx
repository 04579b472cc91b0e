'use client';

import { createErrorBoundary } from '@/components/errors/error-boundary';

// The notice pages' client parts take their labels from the server: no NextIntlClientProvider here.
export default createErrorBoundary('common.errors.noticesLoadFailed', { standalone: true });
