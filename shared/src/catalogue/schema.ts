// zod/mini: the same validation with a fraction of the bytes.
import * as z from 'zod/mini';

const slug = z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lower-case slug such as "json-formatter"'));
const text = z.string().check(z.minLength(1, 'must not be empty'));

export const remoteSchema = z.strictObject({
  entry: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL of an mf-manifest.json' }),
});

export const categorySchema = z.strictObject({
  id: slug,
  name: text,
  remote: slug,
  icon: z.optional(text),
  description: z.optional(z.string()),
});

export const toolSchema = z.strictObject({
  name: text,
  path: slug,
  description: text,
  icon: text,
  isAvailable: z.boolean(),
  category: slug,
  keywords: z.optional(z.array(text)),
  createdAt: z.optional(z.iso.date()),
});

export const catalogueSchema = z.strictObject({
  version: z.literal(1),
  remotes: z.record(slug, remoteSchema),
  categories: z.array(categorySchema).check(z.minLength(1, 'must list at least one category')),
  tools: z.array(toolSchema),
});

export type CatalogueRemote = z.infer<typeof remoteSchema>;
export type CatalogueCategory = z.infer<typeof categorySchema>;
export type CatalogueTool = z.infer<typeof toolSchema>;
export type Catalogue = z.infer<typeof catalogueSchema>;
