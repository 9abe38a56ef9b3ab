import { PlaceholderPage } from '../../components/placeholder-page';

export default function AuthPage() {
  return <PlaceholderPage title="Sign In or Register" />;
}
