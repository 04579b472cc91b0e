'use client';

import { createErrorBoundary } from '@/components/errors/error-boundary';

export default createErrorBoundary('components.errorState.message', { header: 'exit' });
