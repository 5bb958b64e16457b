// The controls nearly every page draws: one of the steps of antd's first-load part (ui-core.ts).
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Space from 'antd/es/space';

export const uiControls = [Button, Input, Form, Card, Space];
