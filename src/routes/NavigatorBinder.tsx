import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { bindNavigate } from './navigator';

/** Lets code outside React (the request layer) navigate inside the single-page app. */
export function NavigatorBinder() {
  const navigate = useNavigate();
  useEffect(() => {
    bindNavigate((to, options) => navigate(to, options));
    return () => bindNavigate(null);
  }, [navigate]);
  return null;
}
