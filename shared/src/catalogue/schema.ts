import { z } from 'zod';

/** Paths the host owns; no tool may take one of them. */
export const RESERVED_PATHS = [
  '',
  '404',
  'admin',
  'login',
  'signup',
  'dashboard',
  'profile-settings',
  'privacy-policy',
  'terms-of-service',
  'api',
] as const;

const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lower-case slug such as "json-formatter"');

export const remoteSchema = z.strictObject({
  entry: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL of an mf-manifest.json' }),
});

export const categorySchema = z.strictObject({
  id: slug,
  name: z.string().min(1),
  remote: slug,
  icon: z.string().min(1).optional(),
  description: z.string().optional(),
});

export const toolSchema = z.strictObject({
  name: z.string().min(1),
  path: slug,
  description: z.string().min(1),
  icon: z.string().min(1),
  isAvailable: z.boolean(),
  category: slug,
  keywords: z.array(z.string().min(1)).optional(),
  createdAt: z.iso.date().optional(),
});

export const catalogueSchema = z.strictObject({
  version: z.literal(1),
  remotes: z.record(slug, remoteSchema),
  categories: z.array(categorySchema).min(1),
  tools: z.array(toolSchema),
});

export type CatalogueRemote = z.infer<typeof remoteSchema>;
export type CatalogueCategory = z.infer<typeof categorySchema>;
export type CatalogueTool = z.infer<typeof toolSchema>;
export type Catalogue = z.infer<typeof catalogueSchema>;
