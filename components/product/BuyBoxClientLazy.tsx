'use client';
import dynamic from 'next/dynamic';

/** The buy box's client part in its own chunk: content pages load it only when they show a buy box (still server-rendered). */
export const BuyBoxClient = dynamic(() => import('./BuyBoxClient').then((module) => module.BuyBoxClient));
