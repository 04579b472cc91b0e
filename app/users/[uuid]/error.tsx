'use client';

import { createErrorBoundary } from '@/components/errors/error-boundary';

export default createErrorBoundary('user.profile.loadFailed', { header: 'back' });
