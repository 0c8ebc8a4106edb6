import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';

// The synthetic pages, one YAML file each, as a content collection (no schema: only our generator validates).
export const collections = {
  treatment: defineCollection({ loader: glob({ pattern: '*.yaml', base: './content/treatment' }) }),
};
