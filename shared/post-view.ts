import type { PostCollection } from './schemas/post'
import type { Blog, Category, Profile, Publication, Tag } from './schemas/types'
import type { Published } from './publish-rule'

/**
 * A post as a page shows it: dated. Public reads return only published posts; a preview dates a
 * draft as it would be once published (its planned date, else now).
 */
export type Post = Published<Blog> | Published<Publication>

/** A post with its relations resolved, as pages show it (the server resolves, pages render). */
export interface PostView<P extends Post = Post> {
  post: P
  collection: PostCollection
  category: Category | null
  tags: Tag[]
  authors: Profile[]
}
