import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';
import { localizations } from './locations';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A login to a benefit terminal at a location; the password is stored only as an argon2id hash. */
export const terminalLogins = pgTable(
  'terminal_logins',
  {
    id: serial('id').primaryKey(),
    login: varchar('login', { length: 120 }).notNull(),
    encryptedPassword: text('encrypted_password').notNull(),
    terminalType: varchar('terminal_type', { length: 16 }).notNull().default('benefit'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    localizationId: integer('localization_id').references(() => localizations.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('terminal_logins_login_unique').on(sql`lower(${t.login})`),
    index('terminal_logins_user_idx').on(t.userId),
    index('terminal_logins_localization_idx').on(t.localizationId),
    index('terminal_logins_created_idx').on(t.createdAt),
  ],
);
