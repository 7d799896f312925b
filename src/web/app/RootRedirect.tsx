import { Navigate } from 'react-router';
import { FullPageLoader } from '../features/shell/FullPageLoader.tsx';
import { homePath } from '../features/shell/home-path.ts';
import { LoadError } from '../features/shell/LoadError.tsx';
import { useViewer } from '../features/viewer/use-viewer.ts';

/** `/`: signed out to the sign-in page, signed in where the post-login rule says. */
export function RootRedirect() {
  const viewer = useViewer();
  if (viewer.isPending) return <FullPageLoader />;
  if (viewer.isError) return <LoadError onRetry={() => void viewer.refetch()} />;
  return <Navigate to={viewer.data ? homePath(viewer.data, '/') : '/login'} replace />;
}
