import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { getListedPath } from '../../../domain/post-login-redirect.ts';
import { FullPageLoader } from '../shell/FullPageLoader.tsx';
import { LoadError } from '../shell/LoadError.tsx';
import { useApplyViewerLocale } from '../shell/use-language.ts';
import { useViewer } from '../viewer/use-viewer.ts';
import { GetListedSteps } from './GetListedSteps.tsx';

/** /get-listed (spec sections 2 and 4): needs a signed-in user; the form itself is GetListedSteps. */
export function GetListedPage() {
  const { t } = useTranslation('getListed');
  useDocumentTitle(t('title'));
  const viewer = useViewer();
  // a signed-in page outside the portal's layout: the user's own language, as in the portal
  useApplyViewerLocale(viewer.data?.user.l10n.locale);

  if (viewer.isPending) return <FullPageLoader />;
  if (viewer.isError) return <LoadError onRetry={() => void viewer.refetch()} />;
  if (!viewer.data) return <Navigate to={`/login?next=${encodeURIComponent(getListedPath)}`} replace />;
  return <GetListedSteps viewer={viewer.data} />;
}
