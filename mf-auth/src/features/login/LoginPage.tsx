import LoginCard from './LoginCard';

/** The /login page: the same card as on the home page, on its own. */
export default function LoginPage() {
  return <LoginCard />;
}
