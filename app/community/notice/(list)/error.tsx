'use client';

import { createErrorBoundary } from '@/components/errors/error-boundary';

export default createErrorBoundary('common.errors.noticesLoadFailed');
