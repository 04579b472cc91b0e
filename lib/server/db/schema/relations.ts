// The relations of drizzle's relational queries (`db.query.…`), across the domain files.

import 'server-only';
import { relations } from 'drizzle-orm';
import { comments, categories, posts } from './community';
import { equipmentObjects, items } from './items';
import { badges, userBadges } from './missions';
import { users } from './users';

export const usersRelations = relations(users, ({ one, many }) => ({
  representBadge: one(badges, { fields: [users.representBadgeId], references: [badges.id] }),
  posts: many(posts),
  badges: many(userBadges),
}));

export const userBadgesRelations = relations(userBadges, ({ one }) => ({
  user: one(users, { fields: [userBadges.userId], references: [users.id] }),
  badge: one(badges, { fields: [userBadges.badgeId], references: [badges.id] }),
}));

export const postsRelations = relations(posts, ({ one, many }) => ({
  author: one(users, { fields: [posts.authorId], references: [users.id] }),
  category: one(categories, { fields: [posts.categoryId], references: [categories.id] }),
  comments: many(comments),
}));

export const commentsRelations = relations(comments, ({ one }) => ({
  post: one(posts, { fields: [comments.postId], references: [posts.id] }),
  author: one(users, { fields: [comments.authorId], references: [users.id] }),
}));

export const itemsRelations = relations(items, ({ many }) => ({
  equipmentObjects: many(equipmentObjects),
}));

export const equipmentObjectsRelations = relations(equipmentObjects, ({ one }) => ({
  item: one(items, { fields: [equipmentObjects.itemId], references: [items.id] }),
}));
