'use client';

import dynamic from 'next/dynamic';

// Only a blinded post's author gets the objection form: its chunk (form library and schema) loads
// for them alone, after the notice, instead of with every post page.
export const ObjectionSlot = dynamic(() => import('./objection-form').then((m) => m.ObjectionForm), { ssr: false });
