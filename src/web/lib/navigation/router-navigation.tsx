import { useCallback } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import type { AppNavigate, Navigation } from './navigation';

function useRouterNavigate(): AppNavigate {
  const navigate = useNavigate();
  return useCallback<AppNavigate>(
    (to, options) => {
      if (typeof to === 'number') void navigate(to);
      else void navigate(to, options);
    },
    [navigate],
  );
}

export const routerNavigation: Navigation = {
  Link,
  NavLink,
  useLocation,
  useNavigate: useRouterNavigate,
};
