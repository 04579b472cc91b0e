'use client';

import { createErrorBoundary } from '@/components/errors/error-boundary';

export default createErrorBoundary('ui.admin.outbox.loadFailed');
