import { defineCollection } from 'astro:content';
import { docsLoader, docsSchema } from '@trydocs/astro/schema';

export const collections = {
	docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }),
};
