import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { logout } from '../features/auth';
import { setUnauthorizedHandler } from '../lib/api';
import { useAppDispatch } from './hooks';

/**
 * Any 401 ends the session and sends the browser to /login (docs/product.md §4). Already on /login
 * (a wrong password answers 401) it stays put, so the `redirect` parameter survives.
 */
export function UnauthorizedRedirect() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const pathnameRef = useRef(pathname);

  useEffect(() => {
    pathnameRef.current = pathname;
  }, [pathname]);

  useEffect(() => {
    setUnauthorizedHandler(() => {
      dispatch(logout());
      if (pathnameRef.current !== '/login') void navigate('/login');
    });
    return () => setUnauthorizedHandler(null);
  }, [dispatch, navigate]);

  return null;
}
