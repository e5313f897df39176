import { SearchLexiconService } from '../../search/lexicon.service';
import { ADMIN_SORTABLE } from '@gigmarket/shared';
import { Category } from '../../categories/category.entity';
import { Country } from '../../locations/country.entity';
import { Lga } from '../../locations/lga.entity';
import { State } from '../../locations/state.entity';
import { Industry, JobType, Skill } from '../../lookups/lookup.entities';
import { sanitizeHtmlMessage } from '../../notifications/html-sanitizer';
import { PostCategory } from '../../posts/post-category.entity';
import { Post } from '../../posts/post.entity';
import { PopularSearch } from '../../search/popular-search.entity';
import { hashPassword } from '../../common/passwords';
import { DomainError } from '../../common/domain-error';
import { ADMIN_MESSAGES } from '../../i18n/messages/admin';
import { AdminRecord, defineResource, NoWritesDto } from '../admin-resource';
import {
  CreateCategoryDto,
  CreatePostCategoryDto,
  UpdateCategoryDto,
  UpdatePostCategoryDto,
} from '../dto/categories.dto';
import {
  CreateCountryDto,
  CreateLookupDto,
  CreatePopularSearchDto,
  CreateStateDto,
  UpdateCountryDto,
  UpdateLookupDto,
  UpdatePopularSearchDto,
  UpdateStateDto,
} from '../dto/lookups.dto';
import { CreatePostDto, UpdatePostDto } from '../dto/posts.dto';
import { eqs, range } from '../simple-rest/list-query';
import { omit, uniqueSlug } from './helpers';

/** Categories, lookups, places, posts and popular searches: the catalogue an admin curates. */

export const categoriesResource = defineResource<Category>({
  resource: 'categories',
  entity: Category,
  label: 'category',
  // Its names are words a search understands (docs/search.md "The dictionary"): the next search reads them.
  invalidates: [SearchLexiconService],
  list: {
    filters: { ...eqs('string', 'category_status', 'category_type'), ...range('created_at') },
    sortable: ADMIN_SORTABLE.categories,
    search: ['category_name', 'category_name_fr', 'category_slug'],
  },
  createDto: CreateCategoryDto,
  updateDto: UpdateCategoryDto,
  inUseMessage: ADMIN_MESSAGES.categoryInUse,
  async prepare(input, { manager, existing }) {
    const values = { ...input } as Partial<Category>;
    if (!existing && !values.category_slug) {
      values.category_slug = await uniqueSlug(manager, Category, 'category_slug', String(values.category_name));
    }
    return values;
  },
});

function lookup<E extends { id: number; name: string }>(
  resource: 'industries' | 'jobtypes' | 'skills',
  entity: new () => E,
  label: string,
) {
  return defineResource<E>({
    resource,
    entity,
    label,
    list: { filters: {}, sortable: ADMIN_SORTABLE[resource], search: ['name', 'name_fr'] },
    createDto: CreateLookupDto,
    updateDto: UpdateLookupDto,
    inUseMessage: ADMIN_MESSAGES.lookupInUse(label),
    // Job types' and skills' names are words a search understands (docs/search.md "The dictionary").
    ...(resource === 'industries' ? {} : { invalidates: [SearchLexiconService] }),
  });
}

export const industriesResource = lookup('industries', Industry, 'industry');
export const jobtypesResource = lookup('jobtypes', JobType, 'job type');
export const skillsResource = lookup('skills', Skill, 'skill');

export const countriesResource = defineResource<Country>({
  resource: 'countries',
  entity: Country,
  label: 'country',
  list: {
    filters: eqs('string', 'code', 'currency'),
    sortable: ADMIN_SORTABLE.countries,
    search: ['name', 'code'],
  },
  createDto: CreateCountryDto,
  updateDto: UpdateCountryDto,
  inUseMessage: ADMIN_MESSAGES.countryInUse,
});

export const statesResource = defineResource<State>({
  resource: 'states',
  entity: State,
  label: 'state',
  list: { filters: eqs('int', 'country_id'), sortable: ADMIN_SORTABLE.states, search: ['name', 'name_fr'] },
  createDto: CreateStateDto,
  updateDto: UpdateStateDto,
  inUseMessage: ADMIN_MESSAGES.stateInUse,
  // A state's names are places a search takes out of the words (docs/search.md).
  invalidates: [SearchLexiconService],
});

/**
 * Nigeria's 774 LGAs (docs/places.md), read-only: the product carries them from geoBoundaries'
 * data, and listings and profiles point at them by id.
 */
export const lgasResource = defineResource<Lga>({
  resource: 'lgas',
  entity: Lga,
  label: 'local government area',
  writable: false,
  list: { filters: eqs('int', 'state_id'), sortable: ADMIN_SORTABLE.lgas, search: ['name', 'aliases'] },
  createDto: NoWritesDto,
  updateDto: NoWritesDto,
});

export const popularsearchResource = defineResource<PopularSearch>({
  resource: 'popularsearch',
  entity: PopularSearch,
  label: 'popular search',
  list: {
    filters: { ...range('count', 'int'), ...range('created_at') },
    sortable: ADMIN_SORTABLE.popularsearch,
    search: ['word'],
  },
  createDto: CreatePopularSearchDto,
  updateDto: UpdatePopularSearchDto,
  prepare: (input) => {
    const values = { ...input } as Partial<PopularSearch>;
    // Stored normalised, as the search recorder stores them.
    if (typeof values.word === 'string') values.word = values.word.trim().toLowerCase().replace(/\s+/g, ' ');
    return values;
  },
});

export const postscategoryResource = defineResource<PostCategory>({
  resource: 'postscategory',
  entity: PostCategory,
  label: 'post category',
  list: {
    filters: eqs('string', 'status'),
    sortable: ADMIN_SORTABLE.postscategory,
    search: ['name', 'slug'],
  },
  createDto: CreatePostCategoryDto,
  updateDto: UpdatePostCategoryDto,
  inUseMessage: ADMIN_MESSAGES.postCategoryInUse,
  async prepare(input, { manager, existing }) {
    const values = { ...input } as Partial<PostCategory>;
    if (!existing && !values.slug) values.slug = await uniqueSlug(manager, PostCategory, 'slug', String(values.name));
    return values;
  },
});

export const postsResource = defineResource<Post>({
  resource: 'posts',
  entity: Post,
  label: 'post',
  list: {
    filters: {
      ...eqs('int', 'postscategory_id', 'menu_order'),
      ...eqs('string', 'post_status', 'post_type'),
      ...eqs('bool', 'featured', 'trending', 'post_protect'),
      ...range('created_at'),
    },
    sortable: ADMIN_SORTABLE.posts,
    search: ['post_title', 'post_slug'],
  },
  createDto: CreatePostDto,
  updateDto: UpdatePostDto,
  toRecord: (post) => omit(post, 'post_password') as unknown as AdminRecord,
  async prepare(input, { manager, existing }) {
    const values = { ...input } as Partial<Post>;
    if (!existing && !values.post_slug)
      values.post_slug = await uniqueSlug(manager, Post, 'post_slug', String(values.post_title));
    if (typeof values.post_description === 'string')
      values.post_description = sanitizeHtmlMessage(values.post_description);
    if (typeof input.post_password === 'string') values.post_password = await hashPassword(input.post_password);
    const protectedNow = values.post_protect ?? existing?.post_protect ?? false;
    if (protectedNow && !values.post_password) {
      const stored = existing
        ? await manager.findOne(Post, { where: { id: existing.id }, select: { id: true, post_password: true } })
        : null;
      if (!stored?.post_password)
        throw DomainError.field('post_password', 'required', ADMIN_MESSAGES.postPasswordRequired);
    }
    return values;
  },
});
