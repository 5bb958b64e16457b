import { AppstoreOutlined, BellOutlined, FileTextOutlined, HomeOutlined, LoginOutlined, SearchOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import type { ComponentType } from 'react';

// Only the icons manifests name are bundled; an unknown name falls back to a generic one.
const ICONS: Record<string, ComponentType> = { AppstoreOutlined, BellOutlined, FileTextOutlined, HomeOutlined, LoginOutlined, SearchOutlined, ShopOutlined, UserOutlined };

export function MenuIcon({ name }: { name?: string }) {
  const Icon = (name && ICONS[name]) || AppstoreOutlined;
  return <Icon />;
}
