import { pageMetaFor, PRODUCT_NAME } from '@futurefund/core';
import { useSearchParams } from 'react-router';
import { Card, CardContent } from '../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { LoginForm } from './components/login-form';
import { MarketingPanel } from './components/marketing-panel';
import { RegisterForm } from './components/register-form';
import { usePageMeta } from '../../lib/page-meta';

type AuthTab = 'login' | 'register';

/** Sign in / register (product §2). Signed-in visitors never get here (RedirectIfSignedIn). */
export default function AuthPage() {
  usePageMeta(pageMetaFor('auth'));
  const [searchParams, setSearchParams] = useSearchParams();
  // The tab lives in the URL (?tab=register) so links can open Register and reloads keep it.
  const tab: AuthTab = searchParams.get('tab') === 'register' ? 'register' : 'login';

  function handleTabChange(value: string) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'register') next.set('tab', 'register');
        else next.delete('tab');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:py-14 lg:grid-cols-2 lg:items-start">
      <section aria-labelledby="auth-heading" className="mx-auto w-full max-w-md">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <img src="/logo.svg" alt={`${PRODUCT_NAME} logo`} width={40} height={40} className="size-10" />
          <h1 id="auth-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Welcome to {PRODUCT_NAME}
          </h1>
          <p className="text-muted-foreground">Sign in to your account or create a new one.</p>
        </div>
        <Card>
          <CardContent className="p-4 sm:p-6">
            <Tabs value={tab} onValueChange={handleTabChange}>
              <TabsList aria-label="Sign in or register" className="grid w-full grid-cols-2">
                <TabsTrigger value="login">Login</TabsTrigger>
                <TabsTrigger value="register">Register</TabsTrigger>
              </TabsList>
              <TabsContent value="login">
                <LoginForm />
              </TabsContent>
              <TabsContent value="register">
                <RegisterForm />
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
      </section>
      <MarketingPanel />
    </div>
  );
}
