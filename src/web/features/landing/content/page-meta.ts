import { paths } from '../../../../shared/routing/paths';
import { publicPageMeta } from '../../../../shared/routing/public-page-meta';

/** Document title (the brand is appended) and meta description of each page of this feature. */
export const pageMeta = {
  landing: publicPageMeta[paths.platform.landing],
  about: publicPageMeta[paths.platform.about],
  insights: publicPageMeta[paths.platform.insights],
} as const;
