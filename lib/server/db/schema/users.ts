// Members, sign-in and verification (lib/server/auth).

import 'server-only';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { USER_ROLES, USER_STATUSES, VERIFICATION_PURPOSES, VERIFICATION_CHANNELS } from '../../../enums';
import { belongsTo, createdAt, updatedAt } from './base';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    email: varchar('email', { length: 254 }),
    phone: varchar('phone', { length: 32 }),
    passwordHash: text('password_hash'),
    nickname: varchar('nickname', { length: 10 }),
    statusMessage: varchar('status_message', { length: 100 }).notNull().default(''),
    profileImage: text('profile_image'),
    role: varchar('role', { length: 16, enum: USER_ROLES }).notNull().default('member'),
    status: varchar('status', { length: 16, enum: USER_STATUSES }).notNull().default('active'),
    suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    representBadgeId: integer('represent_badge_id'),
    referralBall: integer('referral_ball').notNull().default(0),
    appleSub: varchar('apple_sub', { length: 255 }),
    kakaoId: varchar('kakao_id', { length: 64 }),
    locale: varchar('locale', { length: 8 }).notNull().default('ko'),
    // The last nickname change: trading is frozen for a while after it (lib/server/trades/guards.ts).
    nicknameChangedAt: timestamp('nickname_changed_at', { withTimezone: true }),
    // When the member agreed to the terms and the privacy notice (both required), and to which
    // version (LEGAL_VERSION); null for accounts from before consent was asked.
    consentedAt: timestamp('consented_at', { withTimezone: true }),
    consentVersion: varchar('consent_version', { length: 16 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_uq').on(t.phone),
    uniqueIndex('users_nickname_uq').on(sql`lower(${t.nickname})`),
    uniqueIndex('users_apple_uq').on(t.appleSub),
    uniqueIndex('users_kakao_uq').on(t.kakaoId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    deviceId: varchar('device_id', { length: 128 }).notNull().default('web'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

// Identifiers of withdrawn accounts, kept (hashed) for the 30-day re-registration block
// after the account's personal data is gone.
export const withdrawnIdentifiers = pgTable('withdrawn_identifiers', {
  identifierHash: varchar('identifier_hash', { length: 64 }).primaryKey(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
});

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    purpose: varchar('purpose', { length: 16, enum: VERIFICATION_PURPOSES }).notNull(),
    channel: varchar('channel', { length: 8, enum: VERIFICATION_CHANNELS }).notNull(),
    destination: varchar('destination', { length: 254 }).notNull(),
    // HMAC-SHA256 of the code keyed by a per-code random salt: a table dump does not give the code away at a glance.
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    codeSalt: varchar('code_salt', { length: 32 }).notNull().default(''),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    // SHA-256 of the verification token handed out after a right code; single use (consumedAt).
    tokenHash: varchar('token_hash', { length: 64 }).unique(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_dest_idx').on(t.destination, t.purpose, t.createdAt)],
);

// Wrong passwords since the last successful sign-in, per account and source: `*` counts the
// tries from sources the account never signed in from, `a:<hash>` those from one client address.
// Drives the growing login delay (README "Abuse limits").
export const loginFailures = pgTable(
  'login_failures',
  {
    userId: belongsTo('user_id', () => users.id),
    source: varchar('source', { length: 64 }).notNull().default('*'),
    failures: integer('failures').notNull().default(0),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.source] })],
);

// Client addresses and device ids (hashed) an account has signed in from: a try from one of
// them is not held back by the account-wide delay that strangers' wrong passwords build up.
export const loginSources = pgTable(
  'login_sources',
  {
    userId: belongsTo('user_id', () => users.id),
    source: varchar('source', { length: 64 }).notNull(),
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.source] })],
);

// Development outbox: where codes go when neither SMTP nor an SMS webhook is set.
export const outboxMessages = pgTable('outbox_messages', {
  id: serial('id').primaryKey(),
  channel: varchar('channel', { length: 8, enum: VERIFICATION_CHANNELS }).notNull(),
  destination: varchar('destination', { length: 254 }).notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
});

export type User = typeof users.$inferSelect;
