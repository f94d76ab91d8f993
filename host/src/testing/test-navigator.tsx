import { useEffect } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';

/** The router's navigate, handed out after render (an effect), so a test can change the address. */
export const testRouter: { navigate: NavigateFunction | null } = { navigate: null };

/** Rendered inside the test's router: keeps `testRouter.navigate` current. */
export function TestNavigator() {
  const navigate = useNavigate();
  useEffect(() => {
    testRouter.navigate = navigate;
    return () => {
      testRouter.navigate = null;
    };
  }, [navigate]);
  return null;
}
