import type { PostCollection } from './schemas/post'
import type { Blog, Category, Profile, Publication, Tag } from './schemas/types'

export type Post = Blog | Publication

/** A post with its relations resolved, as pages show it (the server resolves, pages render). */
export interface PostView<P extends Post = Post> {
  post: P
  collection: PostCollection
  category: Category | null
  tags: Tag[]
  authors: Profile[]
}
